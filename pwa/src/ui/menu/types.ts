export type MenuItemSpec =
  { kind: 'link'; label: string; to: string } | { kind: 'action'; label: string; onSelect: () => void; disabled?: boolean };
