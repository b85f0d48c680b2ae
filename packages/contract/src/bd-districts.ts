// Plain data, no zod: product cards and the /products filters read these names on public pages.

/** Bangladesh's eight divisions (English, Bangla), in alphabetical order of their English names. */
export const divisions = [
  { id: 'barishal', en: 'Barishal', bn: 'বরিশাল' },
  { id: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম' },
  { id: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  { id: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { id: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  { id: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  { id: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
] as const;
export type DivisionId = (typeof divisions)[number]['id'];

/** Its 64 districts, each with its division; the id is the English name in lower case, joined by `-`. */
export const districts = [
  { id: 'barguna', division: 'barishal', en: 'Barguna', bn: 'বরগুনা' },
  { id: 'barishal', division: 'barishal', en: 'Barishal', bn: 'বরিশাল' },
  { id: 'bhola', division: 'barishal', en: 'Bhola', bn: 'ভোলা' },
  { id: 'jhalokati', division: 'barishal', en: 'Jhalokati', bn: 'ঝালকাঠি' },
  { id: 'patuakhali', division: 'barishal', en: 'Patuakhali', bn: 'পটুয়াখালী' },
  { id: 'pirojpur', division: 'barishal', en: 'Pirojpur', bn: 'পিরোজপুর' },
  { id: 'bandarban', division: 'chattogram', en: 'Bandarban', bn: 'বান্দরবান' },
  { id: 'brahmanbaria', division: 'chattogram', en: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া' },
  { id: 'chandpur', division: 'chattogram', en: 'Chandpur', bn: 'চাঁদপুর' },
  { id: 'chattogram', division: 'chattogram', en: 'Chattogram', bn: 'চট্টগ্রাম' },
  { id: 'cumilla', division: 'chattogram', en: 'Cumilla', bn: 'কুমিল্লা' },
  { id: 'coxs-bazar', division: 'chattogram', en: "Cox's Bazar", bn: 'কক্সবাজার' },
  { id: 'feni', division: 'chattogram', en: 'Feni', bn: 'ফেনী' },
  { id: 'khagrachhari', division: 'chattogram', en: 'Khagrachhari', bn: 'খাগড়াছড়ি' },
  { id: 'lakshmipur', division: 'chattogram', en: 'Lakshmipur', bn: 'লক্ষ্মীপুর' },
  { id: 'noakhali', division: 'chattogram', en: 'Noakhali', bn: 'নোয়াখালী' },
  { id: 'rangamati', division: 'chattogram', en: 'Rangamati', bn: 'রাঙ্গামাটি' },
  { id: 'dhaka', division: 'dhaka', en: 'Dhaka', bn: 'ঢাকা' },
  { id: 'faridpur', division: 'dhaka', en: 'Faridpur', bn: 'ফরিদপুর' },
  { id: 'gazipur', division: 'dhaka', en: 'Gazipur', bn: 'গাজীপুর' },
  { id: 'gopalganj', division: 'dhaka', en: 'Gopalganj', bn: 'গোপালগঞ্জ' },
  { id: 'kishoreganj', division: 'dhaka', en: 'Kishoreganj', bn: 'কিশোরগঞ্জ' },
  { id: 'madaripur', division: 'dhaka', en: 'Madaripur', bn: 'মাদারীপুর' },
  { id: 'manikganj', division: 'dhaka', en: 'Manikganj', bn: 'মানিকগঞ্জ' },
  { id: 'munshiganj', division: 'dhaka', en: 'Munshiganj', bn: 'মুন্সীগঞ্জ' },
  { id: 'narayanganj', division: 'dhaka', en: 'Narayanganj', bn: 'নারায়ণগঞ্জ' },
  { id: 'narsingdi', division: 'dhaka', en: 'Narsingdi', bn: 'নরসিংদী' },
  { id: 'rajbari', division: 'dhaka', en: 'Rajbari', bn: 'রাজবাড়ী' },
  { id: 'shariatpur', division: 'dhaka', en: 'Shariatpur', bn: 'শরীয়তপুর' },
  { id: 'tangail', division: 'dhaka', en: 'Tangail', bn: 'টাঙ্গাইল' },
  { id: 'bagerhat', division: 'khulna', en: 'Bagerhat', bn: 'বাগেরহাট' },
  { id: 'chuadanga', division: 'khulna', en: 'Chuadanga', bn: 'চুয়াডাঙ্গা' },
  { id: 'jashore', division: 'khulna', en: 'Jashore', bn: 'যশোর' },
  { id: 'jhenaidah', division: 'khulna', en: 'Jhenaidah', bn: 'ঝিনাইদহ' },
  { id: 'khulna', division: 'khulna', en: 'Khulna', bn: 'খুলনা' },
  { id: 'kushtia', division: 'khulna', en: 'Kushtia', bn: 'কুষ্টিয়া' },
  { id: 'magura', division: 'khulna', en: 'Magura', bn: 'মাগুরা' },
  { id: 'meherpur', division: 'khulna', en: 'Meherpur', bn: 'মেহেরপুর' },
  { id: 'narail', division: 'khulna', en: 'Narail', bn: 'নড়াইল' },
  { id: 'satkhira', division: 'khulna', en: 'Satkhira', bn: 'সাতক্ষীরা' },
  { id: 'jamalpur', division: 'mymensingh', en: 'Jamalpur', bn: 'জামালপুর' },
  { id: 'mymensingh', division: 'mymensingh', en: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { id: 'netrokona', division: 'mymensingh', en: 'Netrokona', bn: 'নেত্রকোণা' },
  { id: 'sherpur', division: 'mymensingh', en: 'Sherpur', bn: 'শেরপুর' },
  { id: 'bogura', division: 'rajshahi', en: 'Bogura', bn: 'বগুড়া' },
  { id: 'chapai-nawabganj', division: 'rajshahi', en: 'Chapai Nawabganj', bn: 'চাঁপাইনবাবগঞ্জ' },
  { id: 'joypurhat', division: 'rajshahi', en: 'Joypurhat', bn: 'জয়পুরহাট' },
  { id: 'naogaon', division: 'rajshahi', en: 'Naogaon', bn: 'নওগাঁ' },
  { id: 'natore', division: 'rajshahi', en: 'Natore', bn: 'নাটোর' },
  { id: 'pabna', division: 'rajshahi', en: 'Pabna', bn: 'পাবনা' },
  { id: 'rajshahi', division: 'rajshahi', en: 'Rajshahi', bn: 'রাজশাহী' },
  { id: 'sirajganj', division: 'rajshahi', en: 'Sirajganj', bn: 'সিরাজগঞ্জ' },
  { id: 'dinajpur', division: 'rangpur', en: 'Dinajpur', bn: 'দিনাজপুর' },
  { id: 'gaibandha', division: 'rangpur', en: 'Gaibandha', bn: 'গাইবান্ধা' },
  { id: 'kurigram', division: 'rangpur', en: 'Kurigram', bn: 'কুড়িগ্রাম' },
  { id: 'lalmonirhat', division: 'rangpur', en: 'Lalmonirhat', bn: 'লালমনিরহাট' },
  { id: 'nilphamari', division: 'rangpur', en: 'Nilphamari', bn: 'নীলফামারী' },
  { id: 'panchagarh', division: 'rangpur', en: 'Panchagarh', bn: 'পঞ্চগড়' },
  { id: 'rangpur', division: 'rangpur', en: 'Rangpur', bn: 'রংপুর' },
  { id: 'thakurgaon', division: 'rangpur', en: 'Thakurgaon', bn: 'ঠাকুরগাঁও' },
  { id: 'habiganj', division: 'sylhet', en: 'Habiganj', bn: 'হবিগঞ্জ' },
  { id: 'moulvibazar', division: 'sylhet', en: 'Moulvibazar', bn: 'মৌলভীবাজার' },
  { id: 'sunamganj', division: 'sylhet', en: 'Sunamganj', bn: 'সুনামগঞ্জ' },
  { id: 'sylhet', division: 'sylhet', en: 'Sylhet', bn: 'সিলেট' },
] as const satisfies readonly { id: string; division: DivisionId; en: string; bn: string }[];
export type DistrictId = (typeof districts)[number]['id'];

export const divisionIds = divisions.map((division) => division.id) as [DivisionId, ...DivisionId[]];
export const districtIds = districts.map((district) => district.id) as [DistrictId, ...DistrictId[]];

/** A district by its id; undefined for anything else (an old listing's null, a foreign URL value). */
export const districtOf = (id: string | null | undefined) => districts.find((district) => district.id === id);
export const divisionOf = (id: string | null | undefined) => divisions.find((division) => division.id === id);
export const districtsOfDivision = (division: string) => districts.filter((district) => district.division === division);
