export default function AllProductsPage() {
  return <h1 className="text-2xl font-bold">AllProductsPage</h1>;
}
