const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be compared with a uuid column (PostgreSQL refuses the query otherwise). */
export const isUuid = (id: string) => UUID.test(id);

/** An ILIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
