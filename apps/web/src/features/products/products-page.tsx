export default function ProductsPage() {
  return <h1 className="text-2xl font-bold">All Products</h1>;
}
