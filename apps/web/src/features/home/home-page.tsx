export function HomePage() {
  return <h1 className="text-3xl font-bold">Sell Your Device At Best Offer</h1>;
}
