import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '@/components/ui/site-link';
import { notFoundPage } from '#content/messages';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The spec logs the attempted path; a warning keeps the console free of errors.
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-navy-50 px-4 pb-20 pt-36">
      <div className="text-center">
        <p className="text-7xl font-extrabold tracking-tight text-navy-900 sm:text-8xl">{notFoundPage.heading}</p>
        <h1 className="mt-4 text-2xl font-bold text-navy-800 sm:text-3xl">{notFoundPage.message}</h1>
        <SiteLink
          to="/"
          className="mt-8 inline-flex min-h-12 items-center rounded-full bg-navy-900 px-7 font-semibold text-white shadow-sm hover:bg-navy-700"
        >
          {notFoundPage.homeLinkLabel}
        </SiteLink>
      </div>
    </section>
  );
}
