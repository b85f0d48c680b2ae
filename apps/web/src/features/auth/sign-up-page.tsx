export default function SignUpPage() {
  return <h1 className="text-2xl font-bold">Sign Up</h1>;
}
