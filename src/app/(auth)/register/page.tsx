import type { Metadata } from "next";
import { RegisterScreen } from "./register-screen";

export const metadata: Metadata = { title: "Registar" };

export default function RegisterPage() {
  return <RegisterScreen />;
}
