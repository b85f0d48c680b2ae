export default function MyProductsPage() {
  return <h1 className="text-2xl font-bold">MyProductsPage</h1>;
}
