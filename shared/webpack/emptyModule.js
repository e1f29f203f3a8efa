// What a stylesheet import becomes in a server build (createConfig.js createServerConfig): the page's CSS comes
// from the browser build.
