export default function BlogPage() {
  return <h1 className="text-2xl font-bold">My Blog</h1>;
}
