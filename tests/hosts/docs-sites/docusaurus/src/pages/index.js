import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

export default function Home() {
  return (
    <Layout title="Home">
      <main style={{ padding: 32, minHeight: '200vh' }}>
        <h1>Exchange Docs</h1>
        <Link to="/docs/intro">Read the docs</Link>
      </main>
    </Layout>
  );
}
