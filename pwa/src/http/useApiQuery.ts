import { useCallback } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

/** A default-GET query whose JSON is checked against a shared schema before the UI sees it. */
export function useApiQuery<Schema extends z.ZodType>(queryKey: QueryKey, schema: Schema, enabled = true) {
  const select = useCallback((data: unknown): z.output<Schema> => schema.parse(data), [schema]);
  return useQuery({ queryKey, enabled, select });
}
