import type { SocialProviderId } from "@hogar/shared";

/** Simplified brand marks, inline so no external image is fetched. Decorative: the button has the name. */
export function SocialIcon({ provider }: { provider: SocialProviderId }) {
  if (provider === "google") {
    return (
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.5c2.1-1.9 3.3-4.7 3.3-8.1Z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.9A11 11 0 0 0 12 23Z"
        />
        <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9l3.6-2.8Z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.6 2.9C6.6 7.3 9.1 5.4 12 5.4Z"
        />
      </svg>
    );
  }
  if (provider === "facebook") {
    return (
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6">
        <circle cx="12" cy="12" r="11" fill="#1877F2" />
        <path
          fill="#fff"
          d="M15.1 15.3 15.6 12h-3.1V9.9c0-.9.4-1.8 1.9-1.8h1.4V5.3s-1.3-.2-2.5-.2c-2.6 0-4.2 1.5-4.2 4.3V12H6.2v3.3h2.9V23a11 11 0 0 0 3.4 0v-7.7h2.6Z"
        />
      </svg>
    );
  }
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-6 text-[#181717] dark:text-white"
    >
      <path
        fill="currentColor"
        d="M12 1a11 11 0 0 0-3.5 21.4c.6.1.8-.2.8-.5v-2c-3.1.7-3.7-1.3-3.7-1.3-.5-1.3-1.2-1.6-1.2-1.6-1-.7.1-.7.1-.7 1.1.1 1.7 1.1 1.7 1.1 1 1.7 2.6 1.2 3.2.9.1-.7.4-1.2.7-1.5-2.4-.3-5-1.2-5-5.4 0-1.2.4-2.2 1.1-2.9-.1-.3-.5-1.4.1-2.9 0 0 .9-.3 3 1.1a10.4 10.4 0 0 1 5.5 0c2.1-1.4 3-1.1 3-1.1.6 1.5.2 2.6.1 2.9.7.8 1.1 1.7 1.1 2.9 0 4.2-2.6 5.1-5 5.4.4.3.8 1 .8 2v3c0 .3.2.6.8.5A11 11 0 0 0 12 1Z"
      />
    </svg>
  );
}
