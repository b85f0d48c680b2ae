export default function CategoryPage() {
  return <h1 className="text-2xl font-bold">Category</h1>;
}
