export default function AllSellersPage() {
  return <h1 className="text-2xl font-bold">AllSellersPage</h1>;
}
