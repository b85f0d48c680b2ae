export default function SignInPage() {
  return <h1 className="text-2xl font-bold">Sign In</h1>;
}
