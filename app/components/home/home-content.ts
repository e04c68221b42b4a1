/** The property categories listed on the home page (spec 2.3): every category page of spec 2.5. */
export const HOME_CATEGORIES = [
  { label: "Apartments for sale in Dubai", to: "/looking-for-apartments-for-sale-in-dubai" },
  { label: "Villas for sale in Dubai", to: "/villas-for-sale-in-dubai" },
  { label: "Townhouses for sale in Dubai", to: "/townhouse-for-sale-in-dubai" },
  { label: "Penthouses for sale in Dubai", to: "/penthouse-for-sale-in-dubai" },
  { label: "Apartments for rent in Dubai", to: "/apartments-for-rent-in-dubai" },
  { label: "Villas for rent in Dubai", to: "/villas-for-rent-in-dubai" },
  { label: "Townhouses for rent in Dubai", to: "/townhouses-in-dubai-for-rent" },
  { label: "Penthouses for rent in Dubai", to: "/penthouses-for-rent-in-dubai" },
  { label: "Off-plan apartments", to: "/off-plan-apartments" },
  { label: "Off-plan villas", to: "/off-plan-villas" },
];
