export default function NotFoundPage() {
  return <h1 className="text-2xl font-bold">Not found</h1>;
}
