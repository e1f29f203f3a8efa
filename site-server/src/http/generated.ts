/** A file the server makes when asked (a sitemap, robots.txt) rather than reads from a build. */
export interface GeneratedFile {
  type: string;
  body: string;
}

/** A file made on request, by the parameters of its route (see StaticAppOptions.generated). */
export type Generate = (
  params: Record<string, string>,
) => Promise<GeneratedFile | undefined> | GeneratedFile | undefined;
