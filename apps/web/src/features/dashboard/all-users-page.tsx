export default function AllUsersPage() {
  return <h1 className="text-2xl font-bold">AllUsersPage</h1>;
}
