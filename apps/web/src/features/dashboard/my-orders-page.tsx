export default function MyOrdersPage() {
  return <h1 className="text-2xl font-bold">MyOrdersPage</h1>;
}
