/** Placeholder until this screen is built. */
export function Component() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-bold">Privacy Policy</h1>
    </section>
  );
}
