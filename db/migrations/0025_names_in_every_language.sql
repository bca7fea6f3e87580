-- Places and names in every language (docs/decisions/300-places-in-every-script.md,
-- 301-taxonomy-names-by-language.md).
--
-- 1. city_names holds every name of a city in every script (app/taxonomy/cities.ts with
--    city-names.ts; a unit test compares them): "पुणे" is Pune, Maharashtra, like "Poona". Current
--    official names are canonical, the old ones aliases (Prayagraj, Chhatrapati Sambhajinagar,
--    Sri Vijaya Puram).
DELETE FROM `city_names`;
--> statement-breakpoint
INSERT INTO `city_names` (`name`, `city`, `state`) VALUES
  ('agartala', 'Agartala', 'Tripura'),
  ('agra', 'Agra', 'Uttar Pradesh'),
  ('ahmedabad', 'Ahmedabad', 'Gujarat'),
  ('aizawl', 'Aizawl', 'Mizoram'),
  ('ajmer', 'Ajmer', 'Rajasthan'),
  ('aligarh', 'Aligarh', 'Uttar Pradesh'),
  ('allahabad', 'Prayagraj', 'Uttar Pradesh'),
  ('amdavad', 'Ahmedabad', 'Gujarat'),
  ('amritsar', 'Amritsar', 'Punjab'),
  ('aurangabad', 'Chhatrapati Sambhajinagar', 'Maharashtra'),
  ('banaras', 'Varanasi', 'Uttar Pradesh'),
  ('bangalore', 'Bengaluru', 'Karnataka'),
  ('bareilly', 'Bareilly', 'Uttar Pradesh'),
  ('baroda', 'Vadodara', 'Gujarat'),
  ('bathinda', 'Bathinda', 'Punjab'),
  ('belagavi', 'Belagavi', 'Karnataka'),
  ('belgaum', 'Belagavi', 'Karnataka'),
  ('benares', 'Varanasi', 'Uttar Pradesh'),
  ('bengalooru', 'Bengaluru', 'Karnataka'),
  ('bengaluru', 'Bengaluru', 'Karnataka'),
  ('bezawada', 'Vijayawada', 'Andhra Pradesh'),
  ('bhagalpur', 'Bhagalpur', 'Bihar'),
  ('bhatinda', 'Bathinda', 'Punjab'),
  ('bhavnagar', 'Bhavnagar', 'Gujarat'),
  ('bhopal', 'Bhopal', 'Madhya Pradesh'),
  ('bhubaneshwar', 'Bhubaneswar', 'Odisha'),
  ('bhubaneswar', 'Bhubaneswar', 'Odisha'),
  ('bikaner', 'Bikaner', 'Rajasthan'),
  ('bilaspur', 'Bilaspur', 'Chhattisgarh'),
  ('bombay', 'Mumbai', 'Maharashtra'),
  ('calcutta', 'Kolkata', 'West Bengal'),
  ('calicut', 'Kozhikode', 'Kerala'),
  ('cawnpore', 'Kanpur', 'Uttar Pradesh'),
  ('chandigarh', 'Chandigarh', 'Chandigarh'),
  ('chennai', 'Chennai', 'Tamil Nadu'),
  ('chhatrapati sambhajinagar', 'Chhatrapati Sambhajinagar', 'Maharashtra'),
  ('cochin', 'Kochi', 'Kerala'),
  ('coimbatore', 'Coimbatore', 'Tamil Nadu'),
  ('cuttack', 'Cuttack', 'Odisha'),
  ('daman', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('darjeeling', 'Darjeeling', 'West Bengal'),
  ('dehradun', 'Dehradun', 'Uttarakhand'),
  ('delhi', 'Delhi', 'Delhi'),
  ('dhanbad', 'Dhanbad', 'Jharkhand'),
  ('dharamsala', 'Dharamshala', 'Himachal Pradesh'),
  ('dharamshala', 'Dharamshala', 'Himachal Pradesh'),
  ('dibrugarh', 'Dibrugarh', 'Assam'),
  ('durgapur', 'Durgapur', 'West Bengal'),
  ('ernakulam', 'Kochi', 'Kerala'),
  ('faridabad', 'Faridabad', 'Haryana'),
  ('gandhinagar', 'Gandhinagar', 'Gujarat'),
  ('gangtok', 'Gangtok', 'Sikkim'),
  ('gauhati', 'Guwahati', 'Assam'),
  ('gautam buddh nagar', 'Noida', 'Uttar Pradesh'),
  ('gaya', 'Gaya', 'Bihar'),
  ('ghaziabad', 'Ghaziabad', 'Uttar Pradesh'),
  ('gorakhpur', 'Gorakhpur', 'Uttar Pradesh'),
  ('gulbarga', 'Kalaburagi', 'Karnataka'),
  ('gurgaon', 'Gurugram', 'Haryana'),
  ('gurugram', 'Gurugram', 'Haryana'),
  ('guwahati', 'Guwahati', 'Assam'),
  ('gwalior', 'Gwalior', 'Madhya Pradesh'),
  ('hardwar', 'Haridwar', 'Uttarakhand'),
  ('haridwar', 'Haridwar', 'Uttarakhand'),
  ('hisar', 'Hisar', 'Haryana'),
  ('hissar', 'Hisar', 'Haryana'),
  ('hubballi', 'Hubballi', 'Karnataka'),
  ('hubli', 'Hubballi', 'Karnataka'),
  ('hubli-dharwad', 'Hubballi', 'Karnataka'),
  ('hyderabad', 'Hyderabad', 'Telangana'),
  ('imphal', 'Imphal', 'Manipur'),
  ('indore', 'Indore', 'Madhya Pradesh'),
  ('itanagar', 'Itanagar', 'Arunachal Pradesh'),
  ('jabalpur', 'Jabalpur', 'Madhya Pradesh'),
  ('jaipur', 'Jaipur', 'Rajasthan'),
  ('jalandhar', 'Jalandhar', 'Punjab'),
  ('jammu', 'Jammu', 'Jammu and Kashmir'),
  ('jamshedpur', 'Jamshedpur', 'Jharkhand'),
  ('jodhpur', 'Jodhpur', 'Rajasthan'),
  ('jorhat', 'Jorhat', 'Assam'),
  ('jubbulpore', 'Jabalpur', 'Madhya Pradesh'),
  ('jullundur', 'Jalandhar', 'Punjab'),
  ('kakinada', 'Kakinada', 'Andhra Pradesh'),
  ('kalaburagi', 'Kalaburagi', 'Karnataka'),
  ('kanpur', 'Kanpur', 'Uttar Pradesh'),
  ('karimnagar', 'Karimnagar', 'Telangana'),
  ('kashi', 'Varanasi', 'Uttar Pradesh'),
  ('kavaratti', 'Kavaratti', 'Lakshadweep'),
  ('kochi', 'Kochi', 'Kerala'),
  ('kohima', 'Kohima', 'Nagaland'),
  ('kolhapur', 'Kolhapur', 'Maharashtra'),
  ('kolkata', 'Kolkata', 'West Bengal'),
  ('kota', 'Kota', 'Rajasthan'),
  ('kovai', 'Coimbatore', 'Tamil Nadu'),
  ('kozhikode', 'Kozhikode', 'Kerala'),
  ('leh', 'Leh', 'Ladakh'),
  ('lucknow', 'Lucknow', 'Uttar Pradesh'),
  ('ludhiana', 'Ludhiana', 'Punjab'),
  ('madgaon', 'Margao', 'Goa'),
  ('madras', 'Chennai', 'Tamil Nadu'),
  ('madurai', 'Madurai', 'Tamil Nadu'),
  ('mangalore', 'Mangaluru', 'Karnataka'),
  ('mangaluru', 'Mangaluru', 'Karnataka'),
  ('margao', 'Margao', 'Goa'),
  ('mcleod ganj', 'Dharamshala', 'Himachal Pradesh'),
  ('meerut', 'Meerut', 'Uttar Pradesh'),
  ('mumbai', 'Mumbai', 'Maharashtra'),
  ('muzaffarpur', 'Muzaffarpur', 'Bihar'),
  ('mysore', 'Mysuru', 'Karnataka'),
  ('mysuru', 'Mysuru', 'Karnataka'),
  ('nagpur', 'Nagpur', 'Maharashtra'),
  ('nainital', 'Nainital', 'Uttarakhand'),
  ('nashik', 'Nashik', 'Maharashtra'),
  ('nasik', 'Nashik', 'Maharashtra'),
  ('navi mumbai', 'Navi Mumbai', 'Maharashtra'),
  ('new bombay', 'Navi Mumbai', 'Maharashtra'),
  ('new delhi', 'Delhi', 'Delhi'),
  ('nizamabad', 'Nizamabad', 'Telangana'),
  ('noida', 'Noida', 'Uttar Pradesh'),
  ('panaji', 'Panaji', 'Goa'),
  ('panipat', 'Panipat', 'Haryana'),
  ('panjim', 'Panaji', 'Goa'),
  ('patiala', 'Patiala', 'Punjab'),
  ('patna', 'Patna', 'Bihar'),
  ('pondicherry', 'Puducherry', 'Puducherry'),
  ('pondy', 'Puducherry', 'Puducherry'),
  ('poona', 'Pune', 'Maharashtra'),
  ('port blair', 'Sri Vijaya Puram', 'Andaman and Nicobar Islands'),
  ('prayagraj', 'Prayagraj', 'Uttar Pradesh'),
  ('puducherry', 'Puducherry', 'Puducherry'),
  ('pune', 'Pune', 'Maharashtra'),
  ('raipur', 'Raipur', 'Chhattisgarh'),
  ('rajkot', 'Rajkot', 'Gujarat'),
  ('ranchi', 'Ranchi', 'Jharkhand'),
  ('rishikesh', 'Rishikesh', 'Uttarakhand'),
  ('rohtak', 'Rohtak', 'Haryana'),
  ('rourkela', 'Rourkela', 'Odisha'),
  ('salem', 'Salem', 'Tamil Nadu'),
  ('sambalpur', 'Sambalpur', 'Odisha'),
  ('sambhajinagar', 'Chhatrapati Sambhajinagar', 'Maharashtra'),
  ('secunderabad', 'Hyderabad', 'Telangana'),
  ('shillong', 'Shillong', 'Meghalaya'),
  ('shimla', 'Shimla', 'Himachal Pradesh'),
  ('sholapur', 'Solapur', 'Maharashtra'),
  ('silchar', 'Silchar', 'Assam'),
  ('siliguri', 'Siliguri', 'West Bengal'),
  ('silvassa', 'Silvassa', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('simla', 'Shimla', 'Himachal Pradesh'),
  ('solapur', 'Solapur', 'Maharashtra'),
  ('sri vijaya puram', 'Sri Vijaya Puram', 'Andaman and Nicobar Islands'),
  ('srinagar', 'Srinagar', 'Jammu and Kashmir'),
  ('surat', 'Surat', 'Gujarat'),
  ('tatanagar', 'Jamshedpur', 'Jharkhand'),
  ('tezpur', 'Tezpur', 'Assam'),
  ('thane', 'Thane', 'Maharashtra'),
  ('thiruvananthapuram', 'Thiruvananthapuram', 'Kerala'),
  ('thrissur', 'Thrissur', 'Kerala'),
  ('tiruchi', 'Tiruchirappalli', 'Tamil Nadu'),
  ('tiruchirappalli', 'Tiruchirappalli', 'Tamil Nadu'),
  ('tirupati', 'Tirupati', 'Andhra Pradesh'),
  ('trichur', 'Thrissur', 'Kerala'),
  ('trichy', 'Tiruchirappalli', 'Tamil Nadu'),
  ('trivandrum', 'Thiruvananthapuram', 'Kerala'),
  ('udaipur', 'Udaipur', 'Rajasthan'),
  ('ujjain', 'Ujjain', 'Madhya Pradesh'),
  ('vadodara', 'Vadodara', 'Gujarat'),
  ('varanasi', 'Varanasi', 'Uttar Pradesh'),
  ('vasco', 'Vasco da Gama', 'Goa'),
  ('vasco da gama', 'Vasco da Gama', 'Goa'),
  ('vellore', 'Vellore', 'Tamil Nadu'),
  ('vijayawada', 'Vijayawada', 'Andhra Pradesh'),
  ('visakhapatnam', 'Visakhapatnam', 'Andhra Pradesh'),
  ('vishakhapatnam', 'Visakhapatnam', 'Andhra Pradesh'),
  ('vizag', 'Visakhapatnam', 'Andhra Pradesh'),
  ('waltair', 'Visakhapatnam', 'Andhra Pradesh'),
  ('warangal', 'Warangal', 'Telangana'),
  ('अगरतला', 'Agartala', 'Tripura'),
  ('अजमेर', 'Ajmer', 'Rajasthan'),
  ('अमदावाद', 'Ahmedabad', 'Gujarat'),
  ('अमृतसर', 'Amritsar', 'Punjab'),
  ('अलीगढ', 'Aligarh', 'Uttar Pradesh'),
  ('अलीगढ़', 'Aligarh', 'Uttar Pradesh'),
  ('अहमदाबाद', 'Ahmedabad', 'Gujarat'),
  ('आइज़ोल', 'Aizawl', 'Mizoram'),
  ('आइजोल', 'Aizawl', 'Mizoram'),
  ('आगरा', 'Agra', 'Uttar Pradesh'),
  ('इंदौर', 'Indore', 'Madhya Pradesh'),
  ('इंफाल', 'Imphal', 'Manipur'),
  ('इटानगर', 'Itanagar', 'Arunachal Pradesh'),
  ('इन्दौर', 'Indore', 'Madhya Pradesh'),
  ('इम्फाल', 'Imphal', 'Manipur'),
  ('इलाहाबाद', 'Prayagraj', 'Uttar Pradesh'),
  ('ईटानगर', 'Itanagar', 'Arunachal Pradesh'),
  ('उज्जैन', 'Ujjain', 'Madhya Pradesh'),
  ('उदयपुर', 'Udaipur', 'Rajasthan'),
  ('ऋषिकेश', 'Rishikesh', 'Uttarakhand'),
  ('एर्नाकुलम', 'Kochi', 'Kerala'),
  ('ऐज़ॉल', 'Aizawl', 'Mizoram'),
  ('औरंगाबाद', 'Chhatrapati Sambhajinagar', 'Maharashtra'),
  ('कटक', 'Cuttack', 'Odisha'),
  ('करीमनगर', 'Karimnagar', 'Telangana'),
  ('कलकत्ता', 'Kolkata', 'West Bengal'),
  ('कलबुर्गी', 'Kalaburagi', 'Karnataka'),
  ('कवरत्ती', 'Kavaratti', 'Lakshadweep'),
  ('काकीनाडा', 'Kakinada', 'Andhra Pradesh'),
  ('कानपुर', 'Kanpur', 'Uttar Pradesh'),
  ('कालीकट', 'Kozhikode', 'Kerala'),
  ('काशी', 'Varanasi', 'Uttar Pradesh'),
  ('कोचीन', 'Kochi', 'Kerala'),
  ('कोच्चि', 'Kochi', 'Kerala'),
  ('कोझिकोड', 'Kozhikode', 'Kerala'),
  ('कोटा', 'Kota', 'Rajasthan'),
  ('कोयंबटूर', 'Coimbatore', 'Tamil Nadu'),
  ('कोयंबतूर', 'Coimbatore', 'Tamil Nadu'),
  ('कोयम्बटूर', 'Coimbatore', 'Tamil Nadu'),
  ('कोलकाता', 'Kolkata', 'West Bengal'),
  ('कोल्हापुर', 'Kolhapur', 'Maharashtra'),
  ('कोहिमा', 'Kohima', 'Nagaland'),
  ('गंगटोक', 'Gangtok', 'Sikkim'),
  ('गया', 'Gaya', 'Bihar'),
  ('ग़ाज़ियाबाद', 'Ghaziabad', 'Uttar Pradesh'),
  ('गाँधीनगर', 'Gandhinagar', 'Gujarat'),
  ('गांधीनगर', 'Gandhinagar', 'Gujarat'),
  ('गाज़ियाबाद', 'Ghaziabad', 'Uttar Pradesh'),
  ('गाजियाबाद', 'Ghaziabad', 'Uttar Pradesh'),
  ('गुडगाँव', 'Gurugram', 'Haryana'),
  ('गुड़गाँव', 'Gurugram', 'Haryana'),
  ('गुड़गांव', 'Gurugram', 'Haryana'),
  ('गुरुग्राम', 'Gurugram', 'Haryana'),
  ('गुलबर्गा', 'Kalaburagi', 'Karnataka'),
  ('गुवाहाटी', 'Guwahati', 'Assam'),
  ('गोरखपुर', 'Gorakhpur', 'Uttar Pradesh'),
  ('गौहाटी', 'Guwahati', 'Assam'),
  ('ग्वालियर', 'Gwalior', 'Madhya Pradesh'),
  ('चंडीगढ', 'Chandigarh', 'Chandigarh'),
  ('चंडीगढ़', 'Chandigarh', 'Chandigarh'),
  ('चण्डीगढ़', 'Chandigarh', 'Chandigarh'),
  ('चेन्नई', 'Chennai', 'Tamil Nadu'),
  ('चेन्नै', 'Chennai', 'Tamil Nadu'),
  ('छत्रपति संभाजीनगर', 'Chhatrapati Sambhajinagar', 'Maharashtra'),
  ('जबलपुर', 'Jabalpur', 'Madhya Pradesh'),
  ('जमशेदपुर', 'Jamshedpur', 'Jharkhand'),
  ('जम्मू', 'Jammu', 'Jammu and Kashmir'),
  ('जयपुर', 'Jaipur', 'Rajasthan'),
  ('जालंधर', 'Jalandhar', 'Punjab'),
  ('जालन्धर', 'Jalandhar', 'Punjab'),
  ('जोधपुर', 'Jodhpur', 'Rajasthan'),
  ('जोरहाट', 'Jorhat', 'Assam'),
  ('टाटानगर', 'Jamshedpur', 'Jharkhand'),
  ('ठाणे', 'Thane', 'Maharashtra'),
  ('डिब्रूगढ', 'Dibrugarh', 'Assam'),
  ('डिब्रूगढ़', 'Dibrugarh', 'Assam'),
  ('तिरुचिरापल्ली', 'Tiruchirappalli', 'Tamil Nadu'),
  ('तिरुपति', 'Tirupati', 'Andhra Pradesh'),
  ('तिरुवनंतपुरम', 'Thiruvananthapuram', 'Kerala'),
  ('तेजपुर', 'Tezpur', 'Assam'),
  ('त्रिची', 'Tiruchirappalli', 'Tamil Nadu'),
  ('त्रिवेंद्रम', 'Thiruvananthapuram', 'Kerala'),
  ('त्रिशूर', 'Thrissur', 'Kerala'),
  ('थाने', 'Thane', 'Maharashtra'),
  ('दमन', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('दार्जिलिंग', 'Darjeeling', 'West Bengal'),
  ('दिल्ली', 'Delhi', 'Delhi'),
  ('दुर्गापुर', 'Durgapur', 'West Bengal'),
  ('देहरादून', 'Dehradun', 'Uttarakhand'),
  ('धनबाद', 'Dhanbad', 'Jharkhand'),
  ('धर्मशाला', 'Dharamshala', 'Himachal Pradesh'),
  ('नई दिल्ली', 'Delhi', 'Delhi'),
  ('नवी मुंबई', 'Navi Mumbai', 'Maharashtra'),
  ('नवी मुम्बई', 'Navi Mumbai', 'Maharashtra'),
  ('नागपुर', 'Nagpur', 'Maharashtra'),
  ('नाशिक', 'Nashik', 'Maharashtra'),
  ('नासिक', 'Nashik', 'Maharashtra'),
  ('निज़ामाबाद', 'Nizamabad', 'Telangana'),
  ('निजामाबाद', 'Nizamabad', 'Telangana'),
  ('नैनीताल', 'Nainital', 'Uttarakhand'),
  ('नोएडा', 'Noida', 'Uttar Pradesh'),
  ('नोयडा', 'Noida', 'Uttar Pradesh'),
  ('पंजिम', 'Panaji', 'Goa'),
  ('पटना', 'Patna', 'Bihar'),
  ('पटियाला', 'Patiala', 'Punjab'),
  ('पणजी', 'Panaji', 'Goa'),
  ('पांडिचेरी', 'Puducherry', 'Puducherry'),
  ('पानीपत', 'Panipat', 'Haryana'),
  ('पुडुचेरी', 'Puducherry', 'Puducherry'),
  ('पुणे', 'Pune', 'Maharashtra'),
  ('पुने', 'Pune', 'Maharashtra'),
  ('पूना', 'Pune', 'Maharashtra'),
  ('पोर्ट ब्लेयर', 'Sri Vijaya Puram', 'Andaman and Nicobar Islands'),
  ('प्रयागराज', 'Prayagraj', 'Uttar Pradesh'),
  ('फरीदाबाद', 'Faridabad', 'Haryana'),
  ('फ़रीदाबाद', 'Faridabad', 'Haryana'),
  ('बंगलुरु', 'Bengaluru', 'Karnataka'),
  ('बंगलौर', 'Bengaluru', 'Karnataka'),
  ('बंबई', 'Mumbai', 'Maharashtra'),
  ('बठिंडा', 'Bathinda', 'Punjab'),
  ('बड़ौदा', 'Vadodara', 'Gujarat'),
  ('बनारस', 'Varanasi', 'Uttar Pradesh'),
  ('बम्बई', 'Mumbai', 'Maharashtra'),
  ('बरेली', 'Bareilly', 'Uttar Pradesh'),
  ('बिलासपुर', 'Bilaspur', 'Chhattisgarh'),
  ('बीकानेर', 'Bikaner', 'Rajasthan'),
  ('बेंगलुरु', 'Bengaluru', 'Karnataka'),
  ('बेंगलूरु', 'Bengaluru', 'Karnataka'),
  ('बेंगलोर', 'Bengaluru', 'Karnataka'),
  ('बेलगाम', 'Belagavi', 'Karnataka'),
  ('बेलगावी', 'Belagavi', 'Karnataka'),
  ('बैंगलोर', 'Bengaluru', 'Karnataka'),
  ('भटिंडा', 'Bathinda', 'Punjab'),
  ('भागलपुर', 'Bhagalpur', 'Bihar'),
  ('भावनगर', 'Bhavnagar', 'Gujarat'),
  ('भुबनेश्वर', 'Bhubaneswar', 'Odisha'),
  ('भुवनेश्वर', 'Bhubaneswar', 'Odisha'),
  ('भोपाल', 'Bhopal', 'Madhya Pradesh'),
  ('मंगलुरु', 'Mangaluru', 'Karnataka'),
  ('मंगलौर', 'Mangaluru', 'Karnataka'),
  ('मडगाँव', 'Margao', 'Goa'),
  ('मडगांव', 'Margao', 'Goa'),
  ('मदुरई', 'Madurai', 'Tamil Nadu'),
  ('मदुरै', 'Madurai', 'Tamil Nadu'),
  ('मद्रास', 'Chennai', 'Tamil Nadu'),
  ('मारगाओ', 'Margao', 'Goa'),
  ('मुंबई', 'Mumbai', 'Maharashtra'),
  ('मुजफ्फरपुर', 'Muzaffarpur', 'Bihar'),
  ('मुज़फ़्फ़रपुर', 'Muzaffarpur', 'Bihar'),
  ('मुम्बई', 'Mumbai', 'Maharashtra'),
  ('मेरठ', 'Meerut', 'Uttar Pradesh'),
  ('मैंगलोर', 'Mangaluru', 'Karnataka'),
  ('मैक्लोडगंज', 'Dharamshala', 'Himachal Pradesh'),
  ('मैसूर', 'Mysuru', 'Karnataka'),
  ('मैसूरु', 'Mysuru', 'Karnataka'),
  ('राँची', 'Ranchi', 'Jharkhand'),
  ('रांची', 'Ranchi', 'Jharkhand'),
  ('राउरकेला', 'Rourkela', 'Odisha'),
  ('राजकोट', 'Rajkot', 'Gujarat'),
  ('रायपुर', 'Raipur', 'Chhattisgarh'),
  ('रोहतक', 'Rohtak', 'Haryana'),
  ('लखनउ', 'Lucknow', 'Uttar Pradesh'),
  ('लखनऊ', 'Lucknow', 'Uttar Pradesh'),
  ('लुधियाना', 'Ludhiana', 'Punjab'),
  ('लेह', 'Leh', 'Ladakh'),
  ('वडोदरा', 'Vadodara', 'Gujarat'),
  ('वारंगल', 'Warangal', 'Telangana'),
  ('वाराणसी', 'Varanasi', 'Uttar Pradesh'),
  ('वास्को', 'Vasco da Gama', 'Goa'),
  ('वास्को द गामा', 'Vasco da Gama', 'Goa'),
  ('विजयवाड़ा', 'Vijayawada', 'Andhra Pradesh'),
  ('विजयवाडा', 'Vijayawada', 'Andhra Pradesh'),
  ('विज़ाग', 'Visakhapatnam', 'Andhra Pradesh'),
  ('विजाग', 'Visakhapatnam', 'Andhra Pradesh'),
  ('विशाखापत्तनम', 'Visakhapatnam', 'Andhra Pradesh'),
  ('वेल्लोर', 'Vellore', 'Tamil Nadu'),
  ('शिमला', 'Shimla', 'Himachal Pradesh'),
  ('शिलांग', 'Shillong', 'Meghalaya'),
  ('शिलॉन्ग', 'Shillong', 'Meghalaya'),
  ('श्री विजयपुरम', 'Sri Vijaya Puram', 'Andaman and Nicobar Islands'),
  ('श्रीनगर', 'Srinagar', 'Jammu and Kashmir'),
  ('संबलपुर', 'Sambalpur', 'Odisha'),
  ('संभाजीनगर', 'Chhatrapati Sambhajinagar', 'Maharashtra'),
  ('सिकंदराबाद', 'Hyderabad', 'Telangana'),
  ('सिलचर', 'Silchar', 'Assam'),
  ('सिलवासा', 'Silvassa', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('सिलिगुड़ी', 'Siliguri', 'West Bengal'),
  ('सिलीगुड़ी', 'Siliguri', 'West Bengal'),
  ('सूरत', 'Surat', 'Gujarat'),
  ('सेलम', 'Salem', 'Tamil Nadu'),
  ('सोलापुर', 'Solapur', 'Maharashtra'),
  ('हरिद्वार', 'Haridwar', 'Uttarakhand'),
  ('हिसार', 'Hisar', 'Haryana'),
  ('हुबली', 'Hubballi', 'Karnataka'),
  ('हुब्बल्ली', 'Hubballi', 'Karnataka'),
  ('हैदराबाद', 'Hyderabad', 'Telangana');
--> statement-breakpoint
-- 2. A location type ("Remote (Work From Home)", legacy jobs' location) is never a place: the views
--    the facet triggers read skip them (the same words as LOCATION_TYPES in cities.ts).
DROP VIEW IF EXISTS `opportunity_places`;
--> statement-breakpoint
CREATE VIEW `opportunity_places` AS
  SELECT o.id AS id, coalesce(n.city, trim(p.value)) AS city, n.state AS state
  FROM opportunities o, json_each(CASE WHEN json_valid('["' || replace(replace(replace(coalesce(o.city, ''), '\', '\\'), '"', '\"'), ',', '","') || '"]') THEN '["' || replace(replace(replace(coalesce(o.city, ''), '\', '\\'), '"', '\"'), ',', '","') || '"]' ELSE '[]' END) p
  LEFT JOIN city_names n ON n.name = lower(trim(p.value))
  WHERE trim(p.value) <> '' AND lower(trim(p.value)) NOT IN ('remote', 'remote (work from home)', 'in-person (on-site)', 'both remote & in-person', 'in-person', 'in person', 'on-site', 'onsite', 'hybrid', 'work from home', 'wfh', 'anywhere');
--> statement-breakpoint
DROP VIEW IF EXISTS `job_places`;
--> statement-breakpoint
CREATE VIEW `job_places` AS
  SELECT j.id AS id, coalesce(n.city, trim(p.value)) AS city, n.state AS state
  FROM job_listings j, json_each(CASE WHEN json_valid('["' || replace(replace(replace(coalesce(j.location, ''), '\', '\\'), '"', '\"'), ',', '","') || '"]') THEN '["' || replace(replace(replace(coalesce(j.location, ''), '\', '\\'), '"', '\"'), ',', '","') || '"]' ELSE '[]' END) p
  LEFT JOIN city_names n ON n.name = lower(trim(p.value))
  WHERE trim(p.value) <> '' AND lower(trim(p.value)) NOT IN ('remote', 'remote (work from home)', 'in-person (on-site)', 'both remote & in-person', 'in-person', 'in person', 'on-site', 'onsite', 'hybrid', 'work from home', 'wfh', 'anywhere');
--> statement-breakpoint
-- 3. Stored cities take their canonical names ("पुणे" → "Pune", "Allahabad" → "Prayagraj") and lose
--    location types; the update trigger refreshes each one's facets and search row.
UPDATE opportunities SET city = (SELECT replace(group_concat(DISTINCT city), ',', ', ') FROM opportunity_places p WHERE p.id = opportunities.id)
WHERE trim(coalesce(city, '')) <> ''
  AND city IS NOT (SELECT replace(group_concat(DISTINCT city), ',', ', ') FROM opportunity_places p WHERE p.id = opportunities.id);
--> statement-breakpoint
-- 4. Every listing's places again, from the views: the rows location types and old names left go.
DELETE FROM listing_places;
--> statement-breakpoint
UPDATE listing_facets SET
  city = (SELECT ',' || group_concat(DISTINCT lower(city)) || ',' FROM opportunity_places WHERE id = listing_facets.key),
  state = (SELECT ',' || group_concat(DISTINCT lower(state)) || ',' FROM opportunity_places WHERE id = listing_facets.key)
WHERE key > 0;
--> statement-breakpoint
UPDATE listing_facets SET
  city = (SELECT ',' || group_concat(DISTINCT lower(city)) || ',' FROM job_places WHERE id = -listing_facets.key),
  state = (SELECT ',' || group_concat(DISTINCT lower(state)) || ',' FROM job_places WHERE id = -listing_facets.key)
WHERE key < 0;
--> statement-breakpoint
INSERT OR IGNORE INTO listing_places (place, key)
  SELECT 'c:' || lower(p.city), p.id FROM opportunity_places p JOIN listing_facets f ON f.key = p.id
  UNION SELECT 's:' || lower(p.state), p.id FROM opportunity_places p JOIN listing_facets f ON f.key = p.id WHERE p.state IS NOT NULL
  UNION SELECT 'c:' || lower(p.city), -p.id FROM job_places p JOIN listing_facets f ON f.key = -p.id
  UNION SELECT 's:' || lower(p.state), -p.id FROM job_places p JOIN listing_facets f ON f.key = -p.id WHERE p.state IS NOT NULL;
--> statement-breakpoint
-- 5. Causes' and categories' names (and a cause's description) in each interface language other
--    than English, by language code: a language needs only rows. A missing row shows the English.
CREATE TABLE `taxonomy_names` (
	`kind` text NOT NULL,
	`ref_id` integer NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`kind`, `ref_id`, `language`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `taxonomy_names_cause_delete` AFTER DELETE ON `causes` BEGIN
  DELETE FROM taxonomy_names WHERE kind = 'cause' AND ref_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `taxonomy_names_category_delete` AFTER DELETE ON `categories` BEGIN
  DELETE FROM taxonomy_names WHERE kind = 'category' AND ref_id = OLD.id;
END;
--> statement-breakpoint
-- The fourteen starting causes in Hindi (docs/glossary/hindi.md), where the admin has not renamed them.
INSERT OR IGNORE INTO taxonomy_names (kind, ref_id, language, name, description)
  SELECT 'cause', c.id, 'hi', t.name, t.description FROM causes c JOIN (
    SELECT 'climate' AS slug, 'जलवायु और पर्यावरण' AS name, 'उत्सर्जन घटाने, जंगलों, नदियों और तटों को फिर से हरा-भरा करने और बदलती जलवायु के साथ जीने में लोगों की मदद करने का काम।' AS description
    UNION ALL SELECT 'education', 'शिक्षा', 'बच्चों और बड़ों को सीखने में मदद करने का काम: स्कूल, शिक्षक, पढ़ना, डिजिटल पढ़ाई और जीवन भर की शिक्षा।'
    UNION ALL SELECT 'health', 'स्वास्थ्य', 'बेहतर सेहत के लिए काम: प्राथमिक इलाज, सामुदायिक स्वास्थ्य कार्यकर्ता, पोषण, मानसिक स्वास्थ्य और स्वास्थ्य पर शोध।'
    UNION ALL SELECT 'livelihoods', 'आजीविका और कौशल', 'लोगों को रोज़ी-रोटी कमाने में मदद करने का काम: व्यावसायिक कौशल, नौकरियाँ, अपना काम-धंधा और उचित मज़दूरी।'
    UNION ALL SELECT 'gender-equality', 'लैंगिक समानता', 'महिलाओं, लड़कियों और हर जेंडर के लोगों के बराबर अधिकार, सुरक्षा और अवसरों के लिए काम।'
    UNION ALL SELECT 'water-sanitation', 'पानी और स्वच्छता', 'पीने के साफ़ पानी, शौचालय, साफ़-सफ़ाई और पानी के स्रोतों की देखभाल के लिए काम।'
    UNION ALL SELECT 'agriculture-food', 'खेती और भोजन', 'किसानों और खाद्य व्यवस्था के साथ काम: टिकाऊ खेती, बाज़ार, पोषण और खाद्य सुरक्षा।'
    UNION ALL SELECT 'governance-civic-tech', 'शासन और सिविक टेक', 'सरकार को खुला और जवाबदेह बनाने और नागरिकों व सार्वजनिक सेवाओं के लिए टेक्नोलॉजी बनाने का काम।'
    UNION ALL SELECT 'disability-inclusion', 'दिव्यांगता और समावेश', 'दिव्यांग लोगों के अधिकारों, पहुँच और हर क्षेत्र में पूरी भागीदारी के लिए काम।'
    UNION ALL SELECT 'children-youth', 'बच्चे और युवा', 'बच्चों और नौजवानों की सुरक्षा, विकास और उनकी आवाज़ के लिए काम।'
    UNION ALL SELECT 'financial-inclusion', 'वित्तीय समावेशन', 'जिन लोगों तक बैंक नहीं पहुँचते, उन तक बचत, कर्ज़, बीमा और पैसों की समझ पहुँचाने का काम।'
    UNION ALL SELECT 'animal-welfare', 'पशु कल्याण', 'पालतू और जंगली जानवरों की देखभाल और सुरक्षा के लिए काम।'
    UNION ALL SELECT 'arts-culture', 'कला और संस्कृति', 'कला, शिल्प, विरासत और संस्कृति को ज़िंदा और सबके लिए खुला रखने का काम।'
    UNION ALL SELECT 'human-rights', 'मानवाधिकार', 'न्याय, क़ानूनी मदद, गरिमा और हर इंसान के अधिकारों के लिए काम।'
  ) t ON t.slug = c.slug;

--> statement-breakpoint
-- The starting categories in Hindi, on boards that have them (a new board's seed adds them: db/seed-data.ts).
INSERT OR IGNORE INTO taxonomy_names (kind, ref_id, language, name)
  SELECT 'category', g.id, 'hi', t.name FROM categories g JOIN (
    SELECT 'engineering' AS value, 'इंजीनियरिंग' AS name
    UNION ALL SELECT 'design', 'डिज़ाइन'
    UNION ALL SELECT 'marketing', 'मार्केटिंग'
    UNION ALL SELECT 'data', 'डेटा साइंस'
    UNION ALL SELECT 'business', 'बिज़नेस'
    UNION ALL SELECT 'operations', 'ऑपरेशंस'
    UNION ALL SELECT 'product', 'प्रोडक्ट'
    UNION ALL SELECT 'customer', 'कस्टमर सपोर्ट'
    UNION ALL SELECT 'other', 'अन्य'
  ) t ON t.value = lower(g.name);
