import type { IconName } from '@/ui/Icon';

export interface ToolCardSpec {
  title: string;
  description: string;
  to: string;
  icon: IconName;
}

export const HOME_TOOLS = [
  {
    title: 'VIN Decoder',
    description: 'Decode a Pontiac VIN: division, series, body, engine and assembly plant.',
    to: '/tools/vin-decoder',
    icon: 'vin',
  },
  {
    title: 'Compare Models',
    description: 'Put up to four classics side by side: price, engine, power, torque and weight.',
    to: '/compare',
    icon: 'compare',
  },
  {
    title: 'Value Guide',
    description: 'Market values in USD for excellent, good, fair and poor condition.',
    to: '/tools/value-guide',
    icon: 'dollar',
  },
] as const satisfies readonly ToolCardSpec[];
