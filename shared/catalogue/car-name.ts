/**
 * A model with its trim, the model not repeated when the trim already says it: 'GTO' (trim 'GTO' or none),
 * 'GTO Judge' (trim 'GTO Judge'), 'Firebird Formula 400' (trim 'Formula 400').
 */
export function modelAndTrim(modelName: string, trimName?: string | null): string {
  const model = modelName.trim();
  const trim = (trimName ?? '').trim();
  if (!trim) return model;
  const lowerTrim = trim.toLowerCase();
  const lowerModel = model.toLowerCase();
  if (lowerTrim === lowerModel) return model;
  return lowerTrim.startsWith(`${lowerModel} `) ? trim : `${model} ${trim}`;
}

/** A car's name: '1967 GTO', '1969 GTO Judge', '1970 Firebird Formula 400'. */
export function carName(year: number, modelName: string, trimName?: string | null): string {
  return `${year} ${modelAndTrim(modelName, trimName)}`;
}
