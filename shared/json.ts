/** Anything JSON can hold; used to type free-form jsonb columns without `any`. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
