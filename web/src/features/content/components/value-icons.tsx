/** Small line icons for the value cards (drawn inline so they never depend on emoji fonts). */
const PATHS = {
  rupee: 'M7 5h10M7 9h10M9 5c4 0 5 2 5 4s-1 4-5 4H7l7 7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5zM12 15v2',
} as const;

export type ValueIconName = keyof typeof PATHS;

export function ValueIcon({ name }: { name: ValueIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
