import type { ProductTranslations } from '@greencart/contracts';

/**
 * The sample products' names in Sinhala and Tamil (docs/PRODUCTS.md "Translations"), by id,
 * so that the storefront in those languages shows them. Descriptions are left in English
 * (each field falls back on its own); milk shows a translated description as an example.
 */
export const SEED_TRANSLATIONS: Readonly<Record<string, ProductTranslations>> = {
  'veg-potato': { si: { name: 'අල 500g' }, ta: { name: 'உருளைக்கிழங்கு 500g' } },
  'veg-tomato': { si: { name: 'තක්කාලි 1 kg' }, ta: { name: 'தக்காளி 1 kg' } },
  'veg-carrot': { si: { name: 'කැරට් 500g' }, ta: { name: 'கேரட் 500g' } },
  'veg-red-onion': { si: { name: 'රතු ලූනු 1 kg' }, ta: { name: 'சிவப்பு வெங்காயம் 1 kg' } },
  'veg-brinjal': { si: { name: 'වම්බටු 500g' }, ta: { name: 'கத்தரிக்காய் 500g' } },
  'fruit-apple': { si: { name: 'රතු ඇපල් 1 kg' }, ta: { name: 'சிவப்பு ஆப்பிள் 1 kg' } },
  'fruit-banana': { si: { name: 'ඇඹුල් කෙසෙල් 1 kg' }, ta: { name: 'அம்புல் வாழைப்பழம் 1 kg' } },
  'fruit-orange': { si: { name: 'දොඩම් 1 kg' }, ta: { name: 'ஆரஞ்சு 1 kg' } },
  'fruit-mango': {
    si: { name: 'කර්තකොළඹන් අඹ 1 kg' },
    ta: { name: 'கறுத்தக்கொழும்பான் மாம்பழம் 1 kg' },
  },
  'fruit-grapes': { si: { name: 'දම් මිදි 500g' }, ta: { name: 'ஊதா திராட்சை 500g' } },
  'drink-cola': { si: { name: 'කෝලා 1.5L' }, ta: { name: 'கோலா 1.5L' } },
  'drink-water': { si: { name: 'ඛනිජ ජලය 1.5L' }, ta: { name: 'கனிம நீர் 1.5L' } },
  'drink-orange-juice': { si: { name: 'දොඩම් යුෂ 1L' }, ta: { name: 'ஆரஞ்சு சாறு 1L' } },
  'drink-lime-soda': { si: { name: 'දෙහි සෝඩා 330ml' }, ta: { name: 'எலுமிச்சை சோடா 330ml' } },
  'inst-noodles': {
    si: { name: 'මසාලා ක්ෂණික නූඩ්ල්ස් 280g' },
    ta: { name: 'மசாலா உடனடி நூடுல்ஸ் 280g' },
  },
  'inst-cup-noodles': {
    si: { name: 'චිකන් කප් නූඩ්ල්ස් 70g' },
    ta: { name: 'சிக்கன் கப் நூடுல்ஸ் 70g' },
  },
  'inst-tomato-soup': {
    si: { name: 'තක්කාලි සුප් මිශ්‍රණය 50g' },
    ta: { name: 'தக்காளி சூப் கலவை 50g' },
  },
  'inst-macaroni': {
    si: { name: 'ක්ෂණික මැකරෝනි චීස් 200g' },
    ta: { name: 'உடனடி மக்ரோனி சீஸ் 200g' },
  },
  'dairy-milk': {
    si: { name: 'නැවුම් කිරි 1L', description: ['නැවුම් පාස්චරීකෘත කිරි', 'දිනපතා ගෙනෙනු ලැබේ'] },
    ta: { name: 'புதிய பால் 1L', description: ['புதிய பாஸ்சரைஸ் செய்யப்பட்ட பால்', 'தினமும் வரும்'] },
  },
  'dairy-cheddar': { si: { name: 'චෙඩාර් චීස් 200g' }, ta: { name: 'செடார் சீஸ் 200g' } },
  'dairy-butter': { si: { name: 'ලුණු බටර් 200g' }, ta: { name: 'உப்பு வெண்ணெய் 200g' } },
  'dairy-yoghurt': { si: { name: 'ස්වභාවික යෝගට් 400g' }, ta: { name: 'இயற்கை தயிர் 400g' } },
  'dairy-eggs': { si: { name: 'දුඹුරු බිත්තර 10' }, ta: { name: 'பழுப்பு முட்டை 10' } },
  'bak-bread': { si: { name: 'සුදු පාන් 450g' }, ta: { name: 'வெள்ளை ரொட்டி 450g' } },
  'bak-croissant': { si: { name: 'බටර් ක්‍රොසොන්ට් 4' }, ta: { name: 'வெண்ணெய் குரோசான்ட் 4' } },
  'bak-muffin': { si: { name: 'චොකලට් මෆින් 4' }, ta: { name: 'சாக்லேட் மஃபின் 4' } },
  'bak-cookies': { si: { name: 'චොකලට් චිප් කුකීස් 200g' }, ta: { name: 'சாக்லேட் சிப் குக்கீகள் 200g' } },
  'grain-basmati': { si: { name: 'බාස්මතී සහල් 5 kg' }, ta: { name: 'பாஸ்மதி அரிசி 5 kg' } },
  'grain-red-lentils': { si: { name: 'රතු පරිප්පු 1 kg' }, ta: { name: 'சிவப்பு பருப்பு 1 kg' } },
  'grain-wheat-flour': { si: { name: 'තිරිඟු පිටි 1 kg' }, ta: { name: 'கோதுமை மாவு 1 kg' } },
  'grain-oats': { si: { name: 'ඕට්ස් 500g' }, ta: { name: 'ஓட்ஸ் 500g' } },
};
