/** Texts of the catalogue's not-found answers and pages: the API's 404 message and the page read the same words. */
export const catalogueTexts = {
  modelNotFound: (slug: string) => `The model "${slug}" could not be found.`,
  /** By the model's name ("No 1979 page for the GTO."), never its slug. */
  yearNotFound: (year: number | string, modelName: string) => `No ${year} page for the ${modelName}.`,
  yearsOfModel: (modelName: string) => `${modelName} years`,
} as const;
