import type { ReactNode } from 'react';
import { ExHeader } from './ex-header';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>
        <ExHeader />
        {children}
      </body>
    </html>
  );
}
