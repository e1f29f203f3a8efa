// Async boundary: shared singletons (React, router) are negotiated before any of them is evaluated.
void import('./bootstrap');
