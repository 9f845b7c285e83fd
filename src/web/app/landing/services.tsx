import { Bitcoin, ChartLine, Globe, Heart, Headset, Image, Landmark, TrendingUp, type LucideIcon } from 'lucide-react';
import { LandingSection } from '../../components/ui/section-heading';

const SERVICES: ReadonlyArray<{ title: string; description: string; icon: LucideIcon }> = [
  { title: 'Cryptocurrency scams', description: 'Fake exchanges, wallets and crypto “investment” schemes.', icon: Bitcoin },
  { title: 'Forex scams', description: 'Unregulated brokers and trading signals that disappear with deposits.', icon: TrendingUp },
  { title: 'Fake investment platforms', description: 'Websites that display invented profits but never let you withdraw.', icon: Globe },
  { title: 'Market trading scams', description: 'Pressure selling of shares, options and CFDs by unlicensed firms.', icon: ChartLine },
  { title: 'Romance scams', description: 'Online relationships used to ask for money, gifts or investments.', icon: Heart },
  { title: 'Tech-support scams', description: 'Callers posing as IT or bank staff to get access to your accounts.', icon: Headset },
  { title: 'NFT scams', description: 'Fake mints, marketplaces and giveaways that drain digital wallets.', icon: Image },
  { title: 'Wire-transfer scams', description: 'Payments redirected by impersonation, fake invoices or false urgency.', icon: Landmark },
];

export function Services() {
  return (
    <LandingSection
      id="services"
      tone="white"
      eyebrow="Services"
      title="The scams we help with"
      intro="We help individuals and businesses who lost money to online fraud understand their options and pursue them."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map(({ title, description, icon: Icon }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-navy-50 p-5">
            <Icon aria-hidden="true" className="h-6 w-6 text-teal-700" />
            <h3 className="mt-3 text-base font-semibold text-navy-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-700">{description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
