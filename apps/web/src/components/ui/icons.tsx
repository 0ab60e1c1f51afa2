import type { ReactNode } from "react";
import type { NoticeType } from "./notice/notice-store.ts";

/** Inline stroke icons: no icon font or image requests. All are decorative (aria-hidden). */
function Icon({ children, className = "size-5" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export const CloseIcon = () => (
  <Icon>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon className="size-4">
    <path d="M5 12l5 5L20 7" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon className="size-6">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const UserIcon = () => (
  <Icon className="size-6">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon className="size-4">
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ChevronRightIcon = () => (
  <Icon className="size-4">
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const ArrowUpIcon = () => (
  <Icon>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const PinIcon = () => (
  <Icon>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);

export const SunIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);

export const MoonIcon = () => (
  <Icon>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
  </Icon>
);

export const EyeIcon = () => (
  <Icon>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = () => (
  <Icon>
    <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3 3.9M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </Icon>
);

const noticeColour: Record<NoticeType, string> = {
  info: "text-primary dark:text-primary-light",
  warning: "text-amber-600 dark:text-amber-400",
  success: "text-success-fg",
  error: "text-danger-fg",
};

export function NoticeIcon({ type }: { type: NoticeType }) {
  return (
    <span className={`mt-0.5 shrink-0 ${noticeColour[type]}`}>
      <Icon>
        <circle cx="12" cy="12" r="9" />
        {type === "success" ? (
          <path d="m8 12 3 3 5-6" />
        ) : type === "info" ? (
          <path d="M12 11v5M12 8h.01" />
        ) : (
          <path d="M12 7v6M12 16.5h.01" />
        )}
      </Icon>
    </span>
  );
}

export const ChevronLeftIcon = () => (
  <Icon className="size-5">
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

export const ChevronNextIcon = () => (
  <Icon className="size-5">
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const HeartIcon = () => (
  <Icon>
    <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.5 3 5 6.5 5c2 0 3.3 1.1 4 2.3h3C14.2 6.1 15.5 5 17.5 5 21 5 22.7 8.5 21.2 11.4 19 15.6 12 20 12 20Z" />
  </Icon>
);

export const CartIcon = () => (
  <Icon>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.6a1 1 0 0 0 1-.8L21 7H6" />
  </Icon>
);
