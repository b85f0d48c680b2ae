export default function ProductPage() {
  return <h1 className="text-2xl font-bold">Product</h1>;
}
