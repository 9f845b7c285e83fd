import type { ReactNode } from 'react';

/** The contact section; the form itself is supplied by the page. */
export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-navy-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_minmax(0,36rem)]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Contact</p>
          <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            Have a question first?
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Send us a message and we will get back to you within 24 hours. If you are ready to tell us about your case, the free assessment above is
            the quickest way to start.
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">{children}</div>
      </div>
    </section>
  );
}
