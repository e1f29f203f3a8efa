/** Where a remote's server answers the files of its stored releases: `/releases/<id>/<file>`. */
export const RELEASES_PATH = '/releases/';
