/** What a row of the models table can open. */
export type ModelAction = 'edit' | 'delete' | 'images';
