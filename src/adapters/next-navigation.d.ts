// The two hooks ex-header/next uses from Next.js (an optional peer dependency, not installed here): the hosts tier
// type-checks and runs the adapter in a real Next.js app.
declare module 'next/navigation' {
  export function usePathname(): string | null;
  export function useRouter(): { push(href: string): void };
}
