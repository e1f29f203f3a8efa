// Async boundary: shared singletons are negotiated before the standalone page evaluates any of them.
void import('./bootstrap');
