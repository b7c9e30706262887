/** The buttons of a list edited in place; a screen reader hears the row's name after each. */
export const editableRowsTexts = {
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
} as const;
