import { Link } from 'react-router';
import { paths } from '#shared/paths';

export function Component() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-black">404</p>
      <h1 className="mt-4 text-2xl font-bold">404 Page Not Found</h1>
      <p className="mt-2 text-neutral-600">The page you are looking for does not exist or has moved.</p>
      <Link
        to={paths.home}
        className="mt-6 rounded bg-neutral-900 px-5 py-2.5 font-medium text-white hover:bg-neutral-700"
      >
        Back to Home
      </Link>
    </section>
  );
}
