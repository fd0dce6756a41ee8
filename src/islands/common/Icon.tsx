/** The line icons of the personal screens (decorative: the text beside them names the action). */
const PATHS = {
  deposit: 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M4 19h16',
  withdraw: 'M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5M4 19h16',
  transfer: 'M4 8h14m0 0l-3.5-3.5M18 8l-3.5 3.5M20 16H6m0 0l3.5-3.5M6 16l3.5 3.5',
  bets: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  ledger: 'M5 4h14v16H5zM9 8h6M9 12h6M9 16h3',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  shield: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4',
  signOut: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10',
  chevron: 'M9 6l6 6-6 6',
  copy: 'M9 9h10v11H9zM5 15V4h10',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  gauge: 'M4 17a8 8 0 1 1 16 0M12 17l4-5',
  timer: 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 9v4l2.5 2.5M9 2h6',
  stop: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  chat: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
} as const;

export type IconName = keyof typeof PATHS;

interface Props {
  name: IconName;
  size?: number;
  className?: string | undefined;
}

export function Icon({ name, size = 20, className }: Props) {
  return (
    <svg
      className={className ? `pc-icon ${className}` : 'pc-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
