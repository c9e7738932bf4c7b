import Link from 'next/link';

export default function Markets() {
  return (
    <main>
      <h1>Markets</h1>
      <Link href="/">Home</Link>
    </main>
  );
}
