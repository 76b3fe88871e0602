/** Demo employer rows and the builders that fill in a realistic profile. */
export type DemoEmployer = {
  name: string;
  type: 'business' | 'household';
  status: 'active' | 'on_hold' | 'rejected' | 'disabled';
  /** Registered this many days ago, so dashboards have a history. */
  daysAgo: number;
  industry?: string;
  contactName?: string;
  email?: string;
  phone?: string;
  address?: string;
  // Business only.
  businessName?: string;
  registrationNumber?: string;
  website?: string;
  size?: string;
  rejectionReason?: string;
};

/** A business employer with the usual profile; `slug` makes its e-mail and website. */
export const business = (
  name: string,
  status: DemoEmployer['status'],
  daysAgo: number,
  p: { slug: string; industry: string; size: string; contact: string; phone: string; city: string; legal?: string },
  rejectionReason?: string,
): DemoEmployer => ({
  name,
  type: 'business',
  status,
  daysAgo,
  industry: p.industry,
  contactName: p.contact,
  email: `hiring@${p.slug}.test`,
  phone: p.phone,
  address: p.city,
  businessName: p.legal ?? name,
  registrationNumber: `RC-${p.slug.toUpperCase().slice(0, 6)}-${1000 + daysAgo}`,
  website: `https://www.${p.slug}.test`,
  size: p.size,
  ...(rejectionReason ? { rejectionReason } : {}),
});

export const household = (
  name: string,
  status: DemoEmployer['status'],
  daysAgo: number,
  p: { contact: string; email: string; phone: string; city: string },
  rejectionReason?: string,
): DemoEmployer => ({
  name,
  type: 'household',
  status,
  daysAgo,
  industry: 'domestic_services',
  contactName: p.contact,
  email: p.email,
  phone: p.phone,
  address: p.city,
  ...(rejectionReason ? { rejectionReason } : {}),
});
