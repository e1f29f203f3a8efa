/** Where an app's server build is, in its dist folder and so in each of its releases (decision 071). */
export const SERVER_BUILD_FILE = 'server/server.js';
