import { useMemo } from 'react';

const ids = new WeakMap<object, number>();
let lastId = 0;

function idOf(schema: object): number {
  let id = ids.get(schema);
  if (id === undefined) {
    lastId += 1;
    id = lastId;
    ids.set(schema, id);
  }
  return id;
}

/**
 * The schema's fields as the same object for as long as they are the same fields with the same schemas. A form
 * builds its schema for the values entered on each of its renders (SchemaFor); a new object each time would render
 * every field again (formSetup.ts).
 */
export function useStableShape<S extends Readonly<Record<string, object>>>(shape: S): S {
  const signature = Object.entries(shape)
    .map(([name, schema]) => `${name}:${idOf(schema)}`)
    .join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the shape's entries
  return useMemo(() => shape, [signature]);
}
