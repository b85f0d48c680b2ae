import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths.ts';

export function PublicLayout() {
  return (
    <div className="mx-auto max-w-[1440px] px-4">
      <header className="flex h-16 items-center gap-4">
        <Link to={paths.home} className="text-xl font-bold text-primary">
          PhoneHaat
        </Link>
      </header>
      <main className="pt-[68px]">
        <Outlet />
      </main>
      <footer className="py-6">PhoneHaat</footer>
    </div>
  );
}
