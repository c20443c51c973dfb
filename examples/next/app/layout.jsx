import "suido/suido.css";

export const metadata = { title: "Suido in Next.js", icons: { icon: "data:," } };

export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
