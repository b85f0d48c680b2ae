export default function PaymentPage() {
  return <h1 className="text-2xl font-bold">Payment</h1>;
}
