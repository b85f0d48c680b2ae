export default function AddProductPage() {
  return <h1 className="text-2xl font-bold">AddProductPage</h1>;
}
